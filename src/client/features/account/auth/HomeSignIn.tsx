import { Card } from '@client/components/ui/Card';
import { useCurrentUser } from '@client/lib/use-current-user';
import { LoginForm } from './LoginForm';

/** The home page's sign-in card (hidden once signed in); it follows the login redirect rule. */
export default function HomeSignIn() {
  const { data: user } = useCurrentUser();
  if (user) return null;
  return (
    <section aria-labelledby="home-sign-in" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="home-sign-in" className="font-display text-3xl text-ink sm:text-4xl">
            Already on Podium?
          </h2>
          <p className="mt-3 max-w-md text-ink-soft">
            Guests and their teams sign in to keep their profile sharp: talking points, media, videos and the questions hosts love to ask.
          </p>
        </div>
        <Card className="p-6 sm:p-8">
          <LoginForm />
        </Card>
      </div>
    </section>
  );
}
