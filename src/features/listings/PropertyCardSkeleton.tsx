/** A card's place while its page of results loads. */
export function PropertyCardSkeleton() {
  return (
    <div className="flex h-full flex-col border border-black/10 bg-white shadow-sm" data-skeleton aria-hidden="true">
      <div className="aspect-[3/2] animate-pulse bg-sand" />
      <div className="space-y-3 p-6">
        <div className="h-7 w-1/3 animate-pulse bg-sand" />
        <div className="h-5 w-3/4 animate-pulse bg-sand" />
        <div className="h-4 w-1/2 animate-pulse bg-sand" />
        <div className="h-4 w-2/3 animate-pulse bg-sand" />
      </div>
    </div>
  );
}
