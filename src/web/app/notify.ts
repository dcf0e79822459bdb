// Kept out of the first page's bundle: loaded the first time something has to be reported.
import { notifications } from "@mantine/notifications";

export function showFailure(message: string) {
  notifications.show({ color: "red", message, withBorder: true, autoClose: 8000 });
}
