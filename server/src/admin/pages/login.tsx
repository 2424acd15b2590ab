import { Field, fieldOf, Notice, Page, type PageContext } from '../layout.tsx';
import { t } from '../messages.ts';

/** The sign-in form; a failed attempt shows one message for every reason and keeps the address. */
export function LoginPage(props: { ctx: PageContext; email: string; next: string; failed: boolean; signedOut: boolean }) {
  const { ctx } = props;
  const { lang } = ctx;
  // A failed attempt keeps the address, never the password; the one message above stands for every field.
  const values = { email: props.email, password: '' };
  return (
    <Page ctx={ctx} title={t(lang, 'login.title')} section="login">
      <Notice text={props.signedOut ? t(lang, 'login.signedOut') : null} />
      {props.failed && (
        <p className="alert" role="alert" id="login-error">
          {t(lang, 'login.failed')}
        </p>
      )}
      <section className="card">
        <p>{t(lang, 'login.intro')}</p>
        <form className="stack" method="post" noValidate action="/admin/login">
          <input type="hidden" name="next" value={props.next} />
          <Field
            ctx={ctx}
            {...fieldOf('email', values, {})}
            type="email"
            label={t(lang, 'login.email')}
            required
            autoComplete="username"
            maxLength={254}
          />
          <Field
            ctx={ctx}
            {...fieldOf('password', values, {})}
            type="password"
            label={t(lang, 'login.password')}
            required
            autoComplete="current-password"
          />
          <div>
            <button type="submit">{t(lang, 'login.submit')}</button>
          </div>
        </form>
      </section>
    </Page>
  );
}
