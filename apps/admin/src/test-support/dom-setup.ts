import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what a page draws after its requests answer. One second, the
// library's default, is a guard a busy machine's rendering of a whole page can pass.
configure({ asyncUtilTimeout: 5_000 });
