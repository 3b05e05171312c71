import { DocumentPage } from '../features/issued-document/components/document-page';

export default function MentalMeasurementResultPage() {
  return <DocumentPage kind="mental-measurement-result" />;
}
