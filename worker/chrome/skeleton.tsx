/** Placeholder cards with the real cards' size, so streamed content does not shift the layout. */
export function GridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="card">
            <span className="card-image" />
          </div>
        </li>
      ))}
    </ul>
  );
}
