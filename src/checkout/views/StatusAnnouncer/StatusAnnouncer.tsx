/** The polite live region that announces each status change; present from the first render. */
export function StatusAnnouncer({ message }: { message: string }) {
  return (
    <div class="nftc-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
