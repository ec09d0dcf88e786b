/** Words of the boot failure screen: shown before the user's language is known, so in both. */
const words = {
  title: 'O Provider Desk não conseguiu abrir esta janela',
  titleEn: 'Provider Desk could not open this window',
  body: 'A janela não obteve resposta do aplicativo. Recarregar costuma resolver; se não resolver, feche e abra o aplicativo de novo.',
  bodyEn:
    'The window got no answer from the app. Reloading usually helps; if it does not, close the app and open it again.',
  reload: 'Recarregar / Reload',
};

/**
 * What the page shows when its boot failed (main did not answer the first call): a plain screen with
 * "Recarregar", never a blank window. Plain markup on purpose: the theme and translations may be what failed.
 */
export function BootFailure({ detail }: { detail: string }) {
  return (
    <main
      data-page="boot-failure"
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24, lineHeight: 1.5 }}
    >
      <h1 style={{ fontSize: 22 }}>{words.title}</h1>
      <p lang="en" style={{ marginTop: -8, color: '#444' }}>
        {words.titleEn}
      </p>
      <p>{words.body}</p>
      <p lang="en" style={{ color: '#444' }}>
        {words.bodyEn}
      </p>
      <button
        type="button"
        data-action="reload"
        onClick={() => window.location.reload()}
        style={{ fontSize: 16, padding: '8px 20px', cursor: 'pointer' }}
      >
        {words.reload}
      </button>
      <p style={{ color: '#555', fontSize: 13, marginTop: 24 }}>
        <code>{detail}</code>
      </p>
    </main>
  );
}
