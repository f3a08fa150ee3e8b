import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage } from '@bakery/core';
import { request } from '../../api/client';
import { PlansQuery } from '../../api/operations';
import type { Plan } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { WithHelpContent } from '../../features/help';
import { formatEuro } from '../../i18n/format';
import { PageSection } from '../../ui/PageSection';

const BENEFITS = ['orders', 'bakeList', 'bills', 'guests'] as const;
const TRANSLATED_PLANS = ['bakery', 'host', 'private'] as const;

/** The plan whose price the service terms name: the bakery plan, else the first one that costs anything. */
function paidPlan(plans: readonly Plan[]): Plan | undefined {
  const paid = plans.filter((plan) => Number(plan.costPerMonth) > 0);
  return paid.find((plan) => plan.key === 'bakery') ?? paid[0];
}

function isTranslatedPlan(key: string): key is (typeof TRANSLATED_PLANS)[number] {
  return (TRANSLATED_PLANS as readonly string[]).includes(key);
}

/** /plans — benefits and the plans of the `plans` query with their monthly price. */
export function PlansRoute() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const language = isLanguage(i18n.language) ? i18n.language : 'de';

  useEffect(() => {
    let active = true;
    request(PlansQuery)
      .then((data) => {
        if (active) setPlans(data.plans);
      })
      .catch((error: unknown) => {
        if (active) setFailure(error);
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <PageSection title={t('plans.title')} lead={t('plans.subtitle')} size="lg" withCard={false}>
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {BENEFITS.map((benefit) => (
            <Group key={benefit} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={22} radius="xl" color="brown.7" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
              <Text>{t(`plans.benefits.${benefit}`)}</Text>
            </Group>
          ))}
        </SimpleGrid>
      </Card>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(failure)}
        </Alert>
      ) : null}
      {!plans && !failure ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : null}
      {plans && plans.length === 0 ? <Text c="taupe.7">{t('plans.empty')}</Text> : null}
      {plans && plans.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {plans.map((plan) => (
            <Card key={plan.id} withBorder padding="xl" shadow="sm" data-testid="plan">
              <Stack gap="sm" h="100%">
                <Title order={2} fz="xl" c="brown.8">
                  {isTranslatedPlan(plan.key) ? t(`plans.catalog.${plan.key}.name`) : plan.name}
                </Title>
                {Number(plan.costPerMonth) > 0 ? (
                  <Group gap={6} align="baseline">
                    <Text fz={32} fw={700} c="brown.8" ff="heading">
                      {formatEuro(plan.costPerMonth, language)}
                    </Text>
                    <Text c="taupe.7">{t('plans.perMonth')}</Text>
                  </Group>
                ) : (
                  <Text fz={32} fw={700} c="teal.8" ff="heading">
                    {t('plans.free')}
                  </Text>
                )}
                <Text c="dark.5" style={{ flex: 1 }}>
                  {isTranslatedPlan(plan.key) ? t(`plans.catalog.${plan.key}.description`) : plan.description}
                </Text>
                {plan.userRestriction ? (
                  <Badge variant="light" color="taupe" size="lg">
                    {t('plans.userRestriction', { count: plan.userRestriction })}
                  </Badge>
                ) : null}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      {plans && paidPlan(plans) ? <PlanTerms fee={formatEuro(paidPlan(plans)?.costPerMonth ?? '0', language)} /> : null}
    </PageSection>
  );
}

/** The service terms (SPEC §1) with the paid plan's price from the plans table. */
function PlanTerms({ fee }: { fee: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="plan-terms-title">
      <WithHelpContent>
        {(content) => (
          <Stack gap="sm">
            <Title order={2} id="plan-terms-title" fz="lg" c="brown.8">
              {content.planTermsTitle}
            </Title>
            <List spacing={6} data-testid="plan-terms">
              {content.planTerms(fee).map((term) => (
                <List.Item key={term}>{term}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to="/tos" size="sm">
              {t('help.allTerms')}
            </Anchor>
          </Stack>
        )}
      </WithHelpContent>
    </Card>
  );
}
