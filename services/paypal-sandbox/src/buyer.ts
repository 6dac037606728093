/**
 * What a buyer's browser does on the contract server's approval page: open the payer-action
 * link, submit the form holding "Pay now", and read where PayPal sends the buyer back. For
 * tests that drive an order through approval without a browser.
 */
export async function approveAsBuyer(
  approveUrl: string,
): Promise<{ html: string; returnedTo: URL }> {
  const page = await fetch(approveUrl);
  if (page.status !== 200) throw new Error(`approval page answered ${page.status}`);
  const html = await page.text();
  const form = html.split('<form').find((part) => part.includes('data-testid="paypal-approve"'));
  if (!form) throw new Error('no approve form on the page');
  const action = /action="([^"]+)"/.exec(form)?.[1] ?? '';
  const method = /method="([^"]+)"/.exec(form)?.[1] ?? 'get';
  const fields = new URLSearchParams(
    [...form.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map(
      (m) => [m[1], m[2]] as [string, string],
    ),
  );
  const submitted = await fetch(new URL(action, page.url), {
    method: method.toUpperCase(),
    body: fields,
    redirect: 'manual',
  });
  if (submitted.status !== 303) throw new Error(`approving answered ${submitted.status}, not 303`);
  return { html, returnedTo: new URL(submitted.headers.get('location') ?? '') };
}
