import sharp from "sharp";
import { test, expect, expectNoSeriousA11yViolations } from "./fixtures";

// The Profile tab's avatar: an uploaded image is stored by the server and shows in the header
// menu, with the school and a line of the bio, before and after a reload.

test("uploading an avatar on the Profile tab shows it in the header menu, and it stays after a reload", async ({ student: page }) => {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  await page.goto("/#/settings?tab=profile");
  const panel = page.getByRole("tabpanel", { name: "Profile" });
  await panel.getByLabel("School").fill("Hill School");
  await panel.getByLabel("Bio").fill("Second speaker who loves rebuttals.");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(panel.getByText("Saved successfully.")).toBeVisible();

  const chooser = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Upload image" }).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(panel.getByTestId("avatar-message")).toHaveText("Saved successfully.");
  await expect(panel.getByTestId("profile-avatar").locator("img")).toHaveAttribute("src", /^\/api\/avatars\/.+\?v=[a-f0-9]+$/);

  const menuImage = async () => {
    await expect(page.getByTestId("header-avatar").locator("img")).toHaveAttribute("src", /^\/api\/avatars\//);
    // The image really loaded (a 401 or a CSP block would leave it at 0 × 0).
    await expect
      .poll(() =>
        page
          .getByTestId("header-avatar")
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(256);
    await page.getByRole("button", { name: "Account menu" }).click();
    const menu = page.getByTestId("user-menu");
    await expect(menu.getByTestId("menu-school")).toHaveText("Hill School");
    await expect(menu.getByTestId("menu-bio")).toHaveText("Second speaker who loves rebuttals.");
    await expect(menu.getByTestId("menu-avatar").locator("img")).toHaveAttribute("src", /^\/api\/avatars\//);
    // The dropdown fades in: scanning mid-fade measures half-transparent text as low contrast.
    await expect(menu).toHaveCSS("opacity", "1");
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
  };
  await menuImage();
  await page.reload();
  await menuImage();

  // A file of another type is refused on the screen, before anything is sent.
  const second = page.waitForEvent("filechooser");
  await panel.getByRole("button", { name: "Upload image" }).click();
  await (await second).setFiles({ name: "me.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(panel.getByTestId("avatar-message")).toHaveText("The image must be a PNG, JPEG or WebP file.");

  await panel.getByRole("button", { name: "Remove" }).click();
  await expect(panel.getByTestId("avatar-message")).toHaveText("Saved successfully.");
  await expect(page.getByTestId("header-avatar").locator("img")).toHaveCount(0);
});
