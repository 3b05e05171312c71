import { useParams } from 'react-router-dom';
import { notFound } from '@sakina/shared/contracts';
import { AssessmentView } from '../features/assessments/components/assessment-view';
import { findInstrument } from '../features/assessments/instruments';
import { withPageStrings } from '../i18n/page-strings';

function AssessmentPage() {
  const { slug } = useParams();
  const instrument = findInstrument(slug);
  if (!instrument) throw notFound();
  // A new key per instrument: moving between assessments starts each with its own state.
  return <AssessmentView key={instrument.slug} instrument={instrument} />;
}

export default withPageStrings(AssessmentPage, 'assessments');
