import { useEffect, useState } from 'react';
import type { Property } from '#src/schemas/property.ts';
import { SimilarHomes } from './SimilarHomes.tsx';
import { fetchSimilar } from './api-client.ts';

/**
 * Similar homes of a listing added after the build, ranked by the server (GET /api/properties/{id}/similar)
 * rather than from the whole catalogue here. Loaded only by the fallback page.
 */
export default function RemoteSimilarHomes({ id }: { id: number }) {
  const [homes, setHomes] = useState<Property[]>([]);
  useEffect(() => {
    let live = true;
    fetchSimilar(id)
      .then((found) => {
        if (live) setHomes(found);
      })
      // Similar homes are extra: without them the section is simply absent.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id]);
  return <SimilarHomes properties={homes} />;
}
