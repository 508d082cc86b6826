import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { BUSINESS_TYPE_OPTIONS, labelOf } from '@powernest/domain';
import { CheckList } from '../../components/CheckList';
import { BUSINESS_TYPE_SUMMARIES, HEADLINE_STATS, TESTIMONIALS, type Testimonial } from './stories';
import { TESTIMONIALS_PAGE } from '../../pages';
import { PageContainer } from '@powernest/shared-ui/components';
import { TextCard } from '../../components/TextCard';

function StoryCard({ story }: { story: Testimonial }) {
  return (
    <Card component="article" variant="outlined" aria-label={`${story.business} story`} sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" color="primary" variant="outlined" label={labelOf(BUSINESS_TYPE_OPTIONS, story.businessType)} />
          <Rating value={story.rating} readOnly size="small" aria-label={`Rated ${story.rating} out of 5`} />
        </Box>
        <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', flex: 1 }}>
          “{story.quote}”
        </Typography>
        <CheckList items={story.results} label="Results" gap={0.75} dense />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{story.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {story.title}, {story.business} · {story.location}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Kiosk installed {story.installDate}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export function TestimonialsPage() {
  return (
    <PageContainer component="div" roomy heading={TESTIMONIALS_PAGE.heading} intro="Small businesses across America offer free charging with PowerNest. Here is what changed for them.">

      <Box component="section" aria-label="Partner results" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 6 }}>
        {HEADLINE_STATS.map((s) => (
          <Box key={s.label} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText', textAlign: 'center' }}>
            <Typography sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, fontWeight: 800 }}>{s.value}</Typography>
            <Typography variant="body2">{s.label}</Typography>
          </Box>
        ))}
      </Box>

      <Box component="section" aria-labelledby="stories-title">
        <Typography id="stories-title" variant="h2" gutterBottom>
          Partner stories
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
          {TESTIMONIALS.map((t) => (
            <StoryCard key={t.business} story={t} />
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="by-type-title" sx={{ mt: 7 }}>
        <Typography id="by-type-title" variant="h2" gutterBottom>
          Results by business type
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {BUSINESS_TYPE_SUMMARIES.map((s) => (
            <TextCard key={s.title} title={s.title} text={s.text} titleGap={1} />
          ))}
        </Box>
      </Box>

      <Box sx={{ mt: 7, p: { xs: 3, md: 5 }, borderRadius: 4, bgcolor: 'brand.dark', color: 'common.white', textAlign: 'center' }}>
        <Typography variant="h2" sx={{ color: 'common.white' }} gutterBottom>
          Write your own success story
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center', mt: 2 }}>
          <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary">
            Apply Now
          </Button>
          <Button component={RouterLink} to="/find-locations" variant="outlined" sx={{ color: 'common.white', borderColor: 'grey.500' }}>
            Find Locations
          </Button>
          <Button component={RouterLink} to="/roi-calculator" variant="outlined" sx={{ color: 'common.white', borderColor: 'grey.500' }}>
            Calculate Your ROI
          </Button>
        </Box>
      </Box>
    </PageContainer>
  );
}
