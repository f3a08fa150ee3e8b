// AppNotifications.tsx imports this lazily; Mantine's store stays with the first page
export { Notifications } from '@mantine/notifications';
