/** A static 404 (Next renders it at build time, so it cannot know the market: English, the default). */
import { ErrorTemplate } from '@/components/common/error-template';

export default function NotFoundPage() {
  return <ErrorTemplate status={404} />;
}
