package dev.sdkgen.engine.yaml;

import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Resolves plain scalars by the YAML 1.2 core schema (what OpenAPI 3.1 requires and what JSON users
 * expect): only {@code true/false} are booleans — {@code yes}, {@code no}, {@code on}, {@code off}
 * stay strings — plus merge keys ({@code <<}), which real specs use.
 */
final class Yaml12Resolver extends Resolver {
    private static final Pattern BOOL = Pattern.compile("^(?:true|True|TRUE|false|False|FALSE)$");
    private static final Pattern INT = Pattern.compile("^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$");
    private static final Pattern FLOAT = Pattern.compile(
            "^(?:[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$");
    private static final Pattern NULL = Pattern.compile("^(?:~|null|Null|NULL| )$");
    private static final Pattern MERGE = Pattern.compile("^(?:<<)$");

    @Override
    protected void addImplicitResolvers() {
        addImplicitResolver(Tag.BOOL, BOOL, "tTfF");
        addImplicitResolver(Tag.INT, INT, "-+0123456789");
        addImplicitResolver(Tag.FLOAT, FLOAT, "-+0123456789.");
        addImplicitResolver(Tag.MERGE, MERGE, "<");
        addImplicitResolver(Tag.NULL, NULL, "~nN\0");
        addImplicitResolver(Tag.NULL, EMPTY, null);
    }
}
