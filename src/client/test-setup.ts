import { configure } from '@testing-library/react';

// findBy… and waitFor wait for lasting state (a button drawn once its data arrives): on a busy
// machine a panel's first render can take more than the library's default second (CI: the
// video-scan panel's Hide button), so they wait up to five
configure({ asyncUtilTimeout: 5_000 });
