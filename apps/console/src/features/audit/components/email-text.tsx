/** An e-mail that, when it must wrap, wraps before the '@' instead of in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <span className="break-all">{email}</span>;
  return (
    <>
      <span className="break-words">{email.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{email.slice(at)}</span>
    </>
  );
}
