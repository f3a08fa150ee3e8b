import { useState, type ReactNode } from 'react';
import { Button, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, type Language } from '@bakery/core';
import type { HostProduct, ProductListItem, ProductOffer } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { OfferSection } from './OfferSection';
import { OwnProductCard } from './OwnProductCard';
import { TakeOverCard } from './TakeOverCard';
import { useHostProducts } from './useHostProducts';
import { LoadingState, LoadFailed } from '../../ui/LoadStates';
import { useStableHandler } from '../../ui/useStableHandler';
import { WindowList } from '../../ui/WindowList';

/** A take-over card's height before it is measured. */
const TAKE_OVER_ESTIMATE = 110;

type Confirm =
  { kind: 'adoptAll' } | { kind: 'remove'; takeOver: HostProduct } | { kind: 'delete'; product: ProductListItem };

function ConfirmModal({
  title,
  text,
  action,
  color,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  action: string;
  color: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <div>
        <Title order={3} fz="lg" c="brown.8">
          {title}
        </Title>
        {lead ? (
          <Text size="sm" c="taupe.7">
            {lead}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}

/**
 * /products for a host (requirements/host-and-guests.md#take-over-by-hosts): the bakery's offers to take over, its
 * take-overs and its own products.
 */
export function HostProductsScreen() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const errorText = useErrorText();
  const api = useHostProducts();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const done = (message: string) => notifications.show({ color: 'green', message });
  const failed = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });
  const run = (id: string, action: () => Promise<string>) => {
    setBusyId(id);
    action()
      .then(done, failed)
      .finally(() => setBusyId(null));
  };
  const nameOf = (product: { names: ProductListItem['names']; name: string }) =>
    product.names[language] || product.name;
  // the same handlers on every render: the memoised cards of the long lists are drawn again only when they change
  const adopt = useStableHandler(async (offer: ProductOffer, displayPrice: string | null) => {
    await api.adopt(offer.product.id, displayPrice);
    done(t('hostProducts.adoptedMessage', { name: nameOf(offer.product) }));
  });
  const savePrice = useStableHandler(async (takeOver: HostProduct, displayPrice: string | null) => {
    await api.setDisplayPrice(takeOver.id, displayPrice);
    done(t('hostProducts.priceSaved', { name: nameOf(takeOver.product) }));
  });
  const askRemove = useStableHandler((takeOver: HostProduct) => setConfirm({ kind: 'remove', takeOver }));

  const confirmed = () => {
    const current = confirm;
    setConfirm(null);
    if (current?.kind === 'adoptAll')
      run('all', async () => t('hostProducts.takeOverAllDone', { count: await api.adoptAll() }));
    if (current?.kind === 'remove')
      run(current.takeOver.id, async () => (await api.removeTakeOver(current.takeOver), t('hostProducts.removed')));
    if (current?.kind === 'delete')
      run(current.product.id, async () => (await api.deleteOwn(current.product.id), t('products.deleted')));
  };

  const { state } = api;
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {t('products.listTitle')}
            </Title>
            <Text c="taupe.7">{t('hostProducts.lead')}</Text>
          </div>
          <Button component={Link} to="/product/create" leftSection={<IconPlus size={18} />}>
            {t('hostProducts.create')}
          </Button>
        </Group>
        {state.status === 'loading' ? <LoadingState /> : null}
        {state.status === 'failed' ? <LoadFailed title={t('products.loadFailed')} error={state.error} /> : null}
        {state.status === 'ready' ? (
          <>
            <OfferSection
              offers={state.offers}
              language={language}
              onAdopt={adopt}
              onAdoptAll={() => setConfirm({ kind: 'adoptAll' })}
            />
            <Stack gap="md" component="section" aria-labelledby="yours-title">
              <Title order={2} id="yours-title" fz="xl" c="brown.8">
                {t('hostProducts.yoursTitle')}
              </Title>
              <Section title={t('hostProducts.takeOversTitle')} lead={t('hostProducts.takeOversLead')}>
                {state.takeOvers.length === 0 ? (
                  <Text c="taupe.7">{t('hostProducts.takeOversEmpty')}</Text>
                ) : (
                  <WindowList
                    items={state.takeOvers}
                    keyOf={(takeOver) => takeOver.id}
                    nameOf={(takeOver) => nameOf(takeOver.product)}
                    renderItem={(takeOver) => (
                      <TakeOverCard
                        takeOver={takeOver}
                        language={language}
                        onSavePrice={savePrice}
                        onRemove={askRemove}
                      />
                    )}
                    label={t('hostProducts.takeOversTitle')}
                    estimate={TAKE_OVER_ESTIMATE}
                    gap={12}
                    testId="take-over-card"
                  />
                )}
              </Section>
              <Section title={t('hostProducts.ownTitle')} lead={t('hostProducts.ownLead')}>
                {state.own.length === 0 ? (
                  <Text c="taupe.7">{t('hostProducts.ownEmpty')}</Text>
                ) : (
                  <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('hostProducts.ownTitle')}>
                    {state.own.map((product) => (
                      <OwnProductCard
                        key={product.id}
                        product={product}
                        language={language}
                        busy={busyId !== null}
                        onToggle={() =>
                          run(product.id, async () => {
                            const updated = await api.toggleOwn(product.id);
                            return t(updated.active ? 'products.activated' : 'products.deactivated', {
                              name: nameOf(updated),
                            });
                          })
                        }
                        onDelete={() => setConfirm({ kind: 'delete', product })}
                      />
                    ))}
                  </Stack>
                )}
              </Section>
            </Stack>
          </>
        ) : null}
      </Stack>
      {confirm?.kind === 'adoptAll' ? (
        <ConfirmModal
          title={t('hostProducts.takeOverAllTitle')}
          text={t('hostProducts.takeOverAllText')}
          action={t('hostProducts.takeOverAll')}
          color="brown"
          onConfirm={confirmed}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      {confirm?.kind === 'remove' ? (
        <ConfirmModal
          title={t('hostProducts.removeTitle')}
          text={t('hostProducts.removeText', { name: nameOf(confirm.takeOver.product) })}
          action={t('hostProducts.remove')}
          color="red"
          onConfirm={confirmed}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      {confirm?.kind === 'delete' ? (
        <ConfirmModal
          title={t('products.deleteTitle')}
          text={t('products.deleteText', { name: nameOf(confirm.product) })}
          action={t('products.delete')}
          color="red"
          onConfirm={confirmed}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </Container>
  );
}
