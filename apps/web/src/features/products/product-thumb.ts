import { useCallback } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/query';
import { RemoveProductThumbMutation, SetProductThumbMutation } from '../../api/operations';
import type { Media } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';

/** The id of the product a create/update mutation answered with (`{ createProduct: { id } }` …). */
export function savedProductId(result: object): string | null {
  const [saved] = Object.values(result) as ({ id?: unknown } | null)[];
  return typeof saved?.id === 'string' ? saved.id : null;
}

/**
 * Attaches or detaches the chosen image after the product itself was saved (on create the
 * product id exists only then). Never rejects: the product is saved either way, so a failed
 * image step is reported as a warning instead of keeping the user on a form that would save twice.
 */
export function useSaveThumb() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // nothing invalidated here: the product's save, just before, invalidated the product queries
  const { mutateAsync: setThumb } = useApiMutation(SetProductThumbMutation);
  const { mutateAsync: removeThumb } = useApiMutation(RemoveProductThumbMutation);
  return useCallback(
    async (result: object, before: Media | null, after: Media | null): Promise<void> => {
      const productId = savedProductId(result);
      if (!productId || before?.id === after?.id) return;
      try {
        if (after) await setThumb({ productId, mediaId: after.id });
        else await removeThumb({ productId });
      } catch (error) {
        notifications.show({ color: 'yellow', message: t('products.thumb.saveFailed', { error: errorText(error) }) });
      }
    },
    [t, errorText, setThumb, removeThumb],
  );
}
