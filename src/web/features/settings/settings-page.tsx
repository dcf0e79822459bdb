import { Link, useSearchParams } from "react-router";
import { Alert, Anchor, Skeleton, Stack, Tabs } from "@mantine/core";
import { IconBell, IconChalkboard, IconLock, IconPalette, IconScale, IconSettings, IconUser, IconUserCircle } from "@tabler/icons-react";
import { Page } from "#web/ui/page.tsx";
import { paths } from "#web/app/paths.ts";
import { PageLoader } from "#web/app/guards.tsx";
import { QueryState } from "#web/ui/query-state.tsx";
import { useSession } from "#web/app/session/use-session.ts";
import { useSettings } from "#web/app/settings/use-settings.ts";
import { SETTINGS_MESSAGES as M } from "#shared/messages/settings.ts";
import type { SessionUser } from "#shared/account/schemas.ts";
import type { UserSettings } from "#shared/settings/schemas.ts";
import { ProfileTab } from "./profile-tab";
import { AccountTab } from "./account-tab";
import { PreferencesTab } from "./preferences-tab";
import { WeightsTab } from "./weights-tab";
import { NotificationsTab } from "./notifications-tab";
import { AppearanceTab } from "./appearance-tab";
import { PrivacyTab } from "./privacy-tab";
import { TeacherTab } from "./teacher-tab";

const TABS = [
  { value: "profile", label: "Profile", icon: IconUser, IconUserCircle },
  { value: "account", label: "Account", icon: IconUserCircle },
  { value: "preferences", label: "Preferences", icon: IconSettings },
  { value: "weights", label: "Weights", icon: IconScale },
  { value: "notifications", label: "Notifications", icon: IconBell },
  { value: "appearance", label: "Appearance", icon: IconPalette },
  { value: "privacy", label: "Privacy", icon: IconLock },
  { value: "teacher", label: "Teacher", icon: IconChalkboard },
] as const;
type TabName = (typeof TABS)[number]["value"];

const title = "Settings";
const description = "Each tab saves on its own.";

/** User settings: open to visitors only to tell them to sign in. */
export function SettingsPage() {
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  if (!user) {
    return (
      <Page title={title}>
        <Alert color="yellow" role="alert" icon={<IconLock size={18} aria-hidden />} title={M.mustLogIn}>
          <Anchor component={Link} to={paths.login()}>
            Log in
          </Anchor>
        </Alert>
      </Page>
    );
  }
  return <SignedInSettings user={user} />;
}

function SignedInSettings({ user }: { user: SessionUser }) {
  const q = useSettings();
  const teacher = user.role === "teacher" || user.isAdmin;
  const tabs = TABS.filter((t) => t.value !== "teacher" || teacher);
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const active: TabName = tabs.some((t) => t.value === asked) ? (asked as TabName) : "profile";
  const select = (v: string | null) => v && setParams({ tab: v }, { replace: true });

  return (
    <Page title={title} description={description}>
      <QueryState
        query={q}
        texts={{ error: M.loadFailed }}
        loading={
          <Stack aria-busy="true" aria-label="Loading settings">
            <Skeleton h={320} radius="md" />
          </Stack>
        }
      >
        {(settings) => (
          <Tabs value={active} onChange={select} variant="pills" keepMounted>
            <Tabs.List mb="md" style={{ flexWrap: "wrap", gap: 4 }}>
              {tabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value} leftSection={<t.icon size={16} aria-hidden />}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((t) => (
              <Tabs.Panel key={t.value} value={t.value}>
                <TabBody name={t.value} settings={settings} user={user} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </QueryState>
    </Page>
  );
}

function TabBody({ name, settings: s, user }: { name: TabName; settings: UserSettings; user: SessionUser }) {
  switch (name) {
    case "profile":
      return <ProfileTab saved={s.profile} name={user.username} />;
    case "account":
      return <AccountTab user={user} />;
    case "preferences":
      return <PreferencesTab saved={s.preferences} />;
    case "weights":
      return <WeightsTab saved={s.weights} />;
    case "notifications":
      return <NotificationsTab saved={s.notifications} />;
    case "appearance":
      return <AppearanceTab saved={s.appearance} />;
    case "privacy":
      return <PrivacyTab saved={s.privacy} />;
    case "teacher":
      return <TeacherTab saved={s.teacher} />;
  }
}
