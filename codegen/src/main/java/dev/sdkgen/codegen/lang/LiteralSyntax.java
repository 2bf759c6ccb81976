package dev.sdkgen.codegen.lang;

import dev.sdkgen.codegen.plan.ExampleValue;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * How a language writes example values in README snippets, as data; {@link ExampleValues} prints with it.
 *
 * @param string      a string literal
 * @param file        a file to upload (a binary field of a multipart body)
 * @param bytes       raw bytes (a binary request body)
 * @param textFile    a file to upload whose content is the given text, UTF-8 encoded (an example of a file field)
 * @param arrayOpen   what opens an array literal ({@code [}, or a typed {@code []string}{@code {})
 * @param objectOpen  what opens an object literal ({@code {}, or a typed {@code acme.Account}{@code {})
 * @param spaced      whether a one-line object literal has spaces inside its braces ({@code { a: 1 }})
 * @param entryPrefix what precedes a field's value in an object literal ({@code name: }, {@code "name": })
 */
public record LiteralSyntax(UnaryOperator<String> string, String trueValue, String falseValue, String nullValue,
        String file, String bytes, UnaryOperator<String> textFile, Function<ExampleValue.Arr, String> arrayOpen, String arrayClose,
        Function<ExampleValue.Obj, String> objectOpen, String objectClose, boolean spaced,
        BiFunction<ExampleValue.Obj, String, String> entryPrefix) {
}
