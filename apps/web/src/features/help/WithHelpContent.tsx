import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import type { HelpContent } from './content/types';
import { useHelpContent } from './help-content';

/** Renders `children` with the help texts of the interface language; the dots while they load, an alert if not. */
export function WithHelpContent({ children }: { children: (content: HelpContent) => ReactNode }) {
  const { t } = useTranslation();
  const state = useHelpContent();
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed')
    return <LoadFailed title={t('help.loadFailed')} error={state.error} onRetry={state.retry} />;
  return <>{children(state.content)}</>;
}
