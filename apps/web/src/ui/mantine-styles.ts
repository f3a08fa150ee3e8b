// Mantine's whole stylesheet, in @layer mantine like the first page's part of it (main.tsx): fetched with the
// first lazily loaded component (routes/lazy-with-retry.ts), so /login does not wait for the styles of every
// component of the app.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
