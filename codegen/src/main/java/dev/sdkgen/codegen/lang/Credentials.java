package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.SdkPlan;
import dev.sdkgen.codegen.text.Markdown;
import dev.sdkgen.engine.ir.Auth;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The words every language uses for the client options of security schemes other than the primary one
 * ({@link SdkPlan#credentials()}): their doc comments and the README's list.
 */
public final class Credentials {
    private Credentials() {
    }

    /** Where a scheme's value goes, as plain text: {@code the X-App-Key header}. */
    public static String placement(Auth a) {
        return switch (a.kind()) {
            case BEARER -> "the Authorization header as Bearer <value>";
            case BASIC -> "the Authorization header as HTTP basic credentials (the value is user:password)";
            case HEADER -> "the " + a.name() + " header" + (a.prefix() == null ? "" : " as " + a.prefix() + " <value>");
            case QUERY -> "the " + a.name() + " query parameter";
            case NONE -> "nowhere";
        };
    }

    /** The doc comment of a credential's client option, one line of plain text. */
    public static String doc(SdkPlan.Credential c) {
        return "The credential of the " + c.scheme().schemeName() + " security scheme, sent in " + placement(c.scheme())
                + "; when not set, the " + c.scheme().env() + " environment variable is read.";
    }

    /**
     * The README's paragraph on the other schemes, Markdown lines, empty when there are none; {@code option} spells
     * a credential's client option in the language ({@code appKey}, {@code WithAppKey}).
     */
    public static List<String> readme(SdkPlan plan, Function<SdkPlan.Credential, String> option) {
        List<String> out = new ArrayList<>();
        if (plan.credentials().isEmpty()) {
            return out;
        }
        out.add("");
        out.add("The API has more security schemes than the API key; each has a client option and an environment variable "
                + "read when the option is not set:");
        out.add("");
        for (SdkPlan.Credential c : plan.credentials()) {
            out.add("- " + Markdown.code(option.apply(c)) + " (" + Markdown.code(c.scheme().env()) + "): the "
                    + Markdown.code(c.scheme().schemeName()) + " scheme, sent in " + Markdown.text(placement(c.scheme())) + ".");
        }
        out.add("");
        out.add("Each call sends the credentials of the first of its operation's security requirements whose schemes all "
                + "have a value (several schemes of one requirement are sent together); when none has all its values, those "
                + "of the first requirement with some are sent. An operation whose spec says `security: []` sends none, "
                + "one that declares no requirement sends the API key.");
        return out;
    }
}
