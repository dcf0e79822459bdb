import {
  IconBook2,
  IconChartLine,
  IconFilePlus,
  IconFolderPlus,
  IconListDetails,
  IconHome,
  IconInfoCircle,
  IconLogin,
  IconMessageChatbot,
  IconPencilPlus,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconTarget,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { SessionUser } from "#shared/account/schemas.ts";
import { paths, type StaticRoute } from "./paths";

export interface NavItem {
  label: string;
  to: string;
  icon: typeof IconHome;
}
export interface NavSection {
  title: string;
  items: NavItem[];
}

type Entry = { label: string; route: StaticRoute; icon: typeof IconHome };

/** The sidebar: the screens each kind of user may open. */
export function navSections(user: SessionUser | null): NavSection[] {
  const mine: Entry[] = [
    { label: "Home", route: "home", icon: IconHome },
    { label: "Debater", route: "debater", icon: IconMessageChatbot },
    { label: "Modules", route: "modules", icon: IconBook2 },
    { label: "Classrooms", route: "classrooms", icon: IconUsersGroup },
    { label: "Training", route: "training", icon: IconTarget },
    { label: "Progress", route: "progress", icon: IconChartLine },
  ];
  if (user && (user.role === "teacher" || user.isAdmin)) {
    mine.push(
      { label: "My Lessons", route: "myLessons", icon: IconSchool },
      { label: "Create Lesson", route: "createLesson", icon: IconPencilPlus },
    );
  }
  const admin: Entry[] = user?.isAdmin
    ? [
        { label: "Manage Modules", route: "manageModules", icon: IconShieldLock },
        { label: "Create Module", route: "createModule", icon: IconFolderPlus },
        { label: "Module Lessons", route: "myModuleLessons", icon: IconListDetails },
        { label: "Create Module Lesson", route: "createModuleLesson", icon: IconFilePlus },
        { label: "People", route: "people", icon: IconUsers },
      ]
    : [];
  const account: Entry[] = [
    { label: "Settings", route: "settings", icon: IconSettings },
    ...(user
      ? []
      : [{ label: "Sign Up", route: "signup", icon: IconUserPlus } as const, { label: "Login", route: "login", icon: IconLogin } as const]),
    { label: "About", route: "about", icon: IconInfoCircle },
  ];
  const items = (entries: Entry[]): NavItem[] => entries.map((e) => ({ label: e.label, to: paths[e.route](), icon: e.icon }));
  return [
    { title: "My Stuff", items: items(mine) },
    { title: "Admin", items: items(admin) },
    { title: "My Account", items: items(account) },
  ].filter((s) => s.items.length > 0);
}
