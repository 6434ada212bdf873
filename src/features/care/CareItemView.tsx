import { Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ArticleBody } from '../content';
import type { CareItem } from '../content';
import { ContentPicture, MAIN_PICTURE_SIZES } from '../images';
import { Icon } from '../../ui/Icon';
import { CareDetails } from './CareDetails';
import { CareKindBadge } from './CareKindBadge';

export type CareItemContent = Pick<
  CareItem,
  'kind' | 'name' | 'summary' | 'image' | 'body_html' | 'address' | 'phone' | 'opening_hours'
> &
  Partial<Pick<CareItem, 'animal_handling_registration'>>;

/**
 * One care place as the public site shows it (CareItemTemplate) and as the admin console
 * previews it: kind, name, summary, photo, the emergency note for emergency vets, the body, and
 * how to reach it beside it.
 */
export function CareItemView({ item }: { item: CareItemContent }) {
  const { t } = useTranslation();
  return (
    <Grid
      gap={{ base: '8', lg: '12' }}
      templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
      alignItems="start"
    >
      <Box as="article">
        <Flex direction="column" gap="3" as="header" mb="6">
          <div>
            <CareKindBadge kind={item.kind} />
          </div>
          <chakra.h1 fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="short">
            {item.name}
          </chakra.h1>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="prose">
            {item.summary}
          </Text>
        </Flex>
        {item.image && (
          <ContentPicture
            src={item.image}
            alt={t('care.photoAlt', { name: item.name })}
            main
            sizes={MAIN_PICTURE_SIZES}
            borderRadius="xl"
            mb="6"
          />
        )}
        {item.kind === 'emergency-vet' && (
          <Flex
            role="note"
            gap="3"
            p="4"
            mb="6"
            borderRadius="lg"
            bg="bg.accent"
            color="fg"
            borderInlineStartWidth="4px"
            borderColor="fg.accent"
            maxW="prose"
          >
            <chakra.span color="fg.accent" display="inline-flex" mt="0.5">
              <Icon name="alert" size={20} />
            </chakra.span>
            <Text>{t('care.emergencyNotice')}</Text>
          </Flex>
        )}
        <ArticleBody html={item.body_html} />
      </Box>
      <Box as="aside" position={{ lg: 'sticky' }} top={{ lg: '6' }}>
        <CareDetails item={item} />
      </Box>
    </Grid>
  );
}
