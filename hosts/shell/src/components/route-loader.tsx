export function RouteLoader({ label }: { label: string }) {
  return (
    <div className="route-loader" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
