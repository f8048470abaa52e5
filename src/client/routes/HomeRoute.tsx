import { lazy, Suspense } from 'react';
import HomePage from '../features/directory/home/HomePage';
import { type HomeSections, HomeSectionsContext } from '../features/directory/home/home-sections';

// the sign-in card loads with the sections below the fold, never with the first paint
const HomeSignIn = lazy(() => import('../features/account/auth/HomeSignIn'));

const sections: HomeSections = {
  signIn: (
    <Suspense fallback={null}>
      <HomeSignIn />
    </Suspense>
  ),
};

/** `/`: the directory's home page, with the account's sign-in card below the fold. */
export default function HomeRoute() {
  return (
    <HomeSectionsContext.Provider value={sections}>
      <HomePage />
    </HomeSectionsContext.Provider>
  );
}
