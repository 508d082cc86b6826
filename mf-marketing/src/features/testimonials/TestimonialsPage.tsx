import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { useMemo } from 'react';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { BRAND_NAME, businessTypeLabelIn, pageIn } from '@powernest/domain';
import { CheckList } from '../../components/CheckList';
import { BUSINESS_TYPE_SUMMARIES, HEADLINE_STATS, TESTIMONIALS, type Testimonial } from './stories';
import { TESTIMONIALS_PAGE } from '../../pages';
import { PageContainer } from '@powernest/shared-ui/components';
import { TextCard } from '../../components/TextCard';
import { useMarketingText } from '../../i18n';

function StoryCard({ story, installMonth }: { story: Testimonial; installMonth: Intl.DateTimeFormat }) {
  const t = useMarketingText();
  const language = useLanguage();
  // The month at local midnight, so the server and the browser both name the same month.
  const [year, month] = story.installDate.split('-').map(Number) as [number, number];
  return (
    <Card component="article" variant="outlined" aria-label={t('story.label', { business: story.business })} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" variant="outlined" label={businessTypeLabelIn(language, story.businessType)} />
          <Rating value={story.rating} readOnly size="small" aria-label={t('story.rating', { rating: story.rating })} />
        </Box>
        <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', flex: 1 }}>
          “{t(story.quote)}”
        </Typography>
        <CheckList items={story.results.map((id) => t(id))} label={t('story.results')} gap={0.75} dense />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{story.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(story.title)}, {story.business} · {story.location}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('story.installed', { date: installMonth.format(new Date(year, month - 1)) })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export function TestimonialsPage() {
  const t = useMarketingText();
  const language = useLanguage();
  const page = pageIn(TESTIMONIALS_PAGE, language);
  const [percent, installMonth] = useMemo(
    () => [new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }), new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' })],
    [language],
  );
  return (
    <PageContainer component="div" roomy heading={page.heading} intro={t('stories.intro', { brand: BRAND_NAME })}>

      <Box component="section" aria-label={t('stories.statsLabel')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 6 }}>
        {HEADLINE_STATS.map((s) => (
          <Box key={s.label} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}>
            <Typography sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, fontWeight: 800 }}>{percent.format(s.value)}</Typography>
            <Typography variant="body2">{t(s.label)}</Typography>
          </Box>
        ))}
      </Box>

      <Box component="section" aria-labelledby="stories-title">
        <Typography id="stories-title" variant="h2" gutterBottom>
          {t('stories.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
          {TESTIMONIALS.map((story) => (
            <StoryCard key={story.business} story={story} installMonth={installMonth} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="by-type-title" sx={{ mt: 7 }}>
        <Typography id="by-type-title" variant="h2" gutterBottom>
          {t('stories.byType.title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {BUSINESS_TYPE_SUMMARIES.map((s) => (
            <TextCard key={s.title} title={t(s.title)} text={t(s.text)} titleGap={1} />
          ))}
        </Box>
      </Box>

      <Box sx={{ mt: 7, p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'brand.dark', color: 'common.white', textAlign: 'center' }}>
        <Typography variant="h2" sx={{ color: 'common.white' }} gutterBottom>
          {t('stories.cta.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center', mt: 2 }}>
          <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary">
            {t('cta.applyNow')}
          </Button>
          <Button component={RouterLink} to="/find-locations" variant="outlined" sx={{ color: 'common.white', borderColor: 'grey.500' }}>
            {t('stories.cta.findLocations')}
          </Button>
          <Button component={RouterLink} to="/roi-calculator" variant="outlined" sx={{ color: 'common.white', borderColor: 'grey.500' }}>
            {t('stories.cta.roi')}
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
