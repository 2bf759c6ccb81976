package dev.sdkgen.engine.rules;

import dev.sdkgen.engine.config.Licenses;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.diag.DiagnosticCode;
import java.util.List;

/**
 * SDKGEN308 (warning): {@code sdk.license} names a licence whose text sdkgen does not carry, so each SDK's LICENSE only
 * names it; the author adds the text.
 */
public final class UnknownLicenseRule implements Rule {
    @Override
    public DiagnosticCode code() {
        return DiagnosticCode.SDKGEN308;
    }

    @Override
    public void check(RuleContext context, List<Diagnostic> out) {
        String license = context.config().sdk().license();
        if (license != null && Licenses.known(license) == null) {
            out.add(Diagnostic.of(DiagnosticCode.SDKGEN308).detail("License", license)
                    .detail("Known", String.join(", ", Licenses.KNOWN))
                    .detail("Reason", "the SDKs' LICENSE names the licence without its text: replace it with the text")
                    .at(RuleContext.configLine(context.config().sdk().licenseLine())).build());
        }
    }
}
