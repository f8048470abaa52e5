import { Spinner } from '../../components/ui/Spinner';
import { HomeHero } from './HomeHero';
import { HomeSignIn } from './HomeSignIn';
import { useClientMemberRedirect } from './use-client-member-redirect';

/** / (SPEC §2): hero, the public sections and the sign-in form; guests and team go to their profile. */
export default function HomePage() {
  const redirecting = useClientMemberRedirect();
  if (redirecting) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Opening your profile…" />
      </div>
    );
  }
  return (
    <>
      <HomeHero />
      <HomeSignIn />
    </>
  );
}
