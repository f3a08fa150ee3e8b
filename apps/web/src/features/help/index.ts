// Help: the help button and page tutorials of the shell, the help texts of the public pages.
export { HelpButton } from './HelpButton';
export { PageTutorial } from './PageTutorial';
export { WithHelpContent } from './WithHelpContent';
export type { FaqGroup } from './content/types';
