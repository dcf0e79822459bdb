import { Notifications } from "@mantine/notifications";
import "@mantine/notifications/styles.css";

/** Where notifications appear; loaded after the first page so it stays off the landing bundle. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
