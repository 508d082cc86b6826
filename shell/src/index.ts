// Async boundary: shared modules (React, MUI, …) are negotiated before any of them is imported.
// In the next task: evaluating this entry (the federation runtime) is a long enough task already.
setTimeout(() => import('./bootstrap'), 0);
