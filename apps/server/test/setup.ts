import { afterAll } from 'vitest';
import { closeWhatTheFileOpened } from './teardown.ts';

// Registered first, so it runs after the file's own afterAll hooks (vitest runs them as a stack).
afterAll(closeWhatTheFileOpened);
