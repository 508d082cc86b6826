// Async boundary: shared modules (React, MUI, …) are negotiated before any of them is imported.
import('./bootstrap');
