/// <reference types="next" />
/// <reference types="next/image-types/global" />
import "./.next-e2e-tucan/types/routes.d.ts";
import "./.next-e2e-tucan/types/root-params.d.ts";

// NOTE: This file should not be edited
// see https://nextjs.org/docs/app/api-reference/config/typescript for more information.
