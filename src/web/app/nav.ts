import { IconBook2, IconHome, IconInfoCircle, IconLogin, IconMessageChatbot, IconPencilPlus, IconSchool, IconSettings, IconTarget, IconUserPlus, IconUsersGroup, IconShieldLock, IconChartLine } from "@tabler/icons-react";
import type { SessionUser } from "../../shared/profile";
import { isOpen, paths } from "./paths";

export interface NavItem {
  label: string;
  to: string;
  icon: typeof IconHome;
}
export interface NavSection {
  title: string;
  items: NavItem[];
}

/** The sidebar of spec part 1 section 2; only screens that exist in this release are listed. */
export function navSections(user: SessionUser | null): NavSection[] {
  const mine: NavItem[] = [
    { label: "Home", to: paths.home(), icon: IconHome },
    { label: "Debater", to: paths.debater(), icon: IconMessageChatbot },
    { label: "Modules", to: paths.modules(), icon: IconBook2 },
    { label: "Classrooms", to: paths.classrooms(), icon: IconUsersGroup },
    { label: "Training", to: paths.training(), icon: IconTarget },
    { label: "Progress", to: paths.progress(), icon: IconChartLine },
    { label: "My Lessons", to: paths.myLessons(), icon: IconSchool },
  ];
  if (user && (user.role === "teacher" || user.isAdmin)) mine.push({ label: "Create Lesson", to: paths.createLesson(), icon: IconPencilPlus });
  const admin: NavItem[] = user?.isAdmin ? [{ label: "Manage Modules", to: "/admin/manage-modules", icon: IconShieldLock }] : [];
  const account: NavItem[] = [
    { label: "Settings", to: paths.settings(), icon: IconSettings },
    ...(user ? [] : [
      { label: "Sign Up", to: paths.signup(), icon: IconUserPlus },
      { label: "Login", to: paths.login(), icon: IconLogin },
    ]),
    { label: "About", to: paths.about(), icon: IconInfoCircle },
  ];
  const open = (items: NavItem[]) => items.filter((i) => isOpen(i.to));
  return [
    { title: "My Stuff", items: open(mine) },
    { title: "Admin", items: open(admin) },
    { title: "My Account", items: open(account) },
  ].filter((s) => s.items.length > 0);
}
