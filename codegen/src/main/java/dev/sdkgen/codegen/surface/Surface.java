package dev.sdkgen.codegen.surface;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The public surface of one language's SDK: what its users call and read, spelled as that language prints it
 * (docs/codegen.md, "Public surface"). Built from the plan by {@link Surfaces}; written as {@code surface.json} by
 * {@link SurfaceJson}; compared by {@link SurfaceDiff}. Maps are sorted by key (sorted maps, which the JSON writer
 * then does not sort again), so the JSON is deterministic.
 *
 * @param surfaceVersion {@link #VERSION}; a document of another version is refused
 * @param language       the target id ({@code go})
 * @param sdk            {@code sdk.name}
 * @param version        {@code sdk.version}
 * @param methods        by {@code <resource path>.<config name>} ({@code accounts.cards.freeze}, a root method by its name)
 * @param types          by the IR's type name (the same key in every language; {@link TypeSurface#name()} is the
 *                       language's)
 * @param errors         the error classes the SDK exports
 * @param pathArgsByName whether callers may pass path parameters by name (Python), so renaming one breaks them
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Surface(int surfaceVersion, String language, String sdk, String version, ClientSurface client,
        List<String> errors, Map<String, MethodSurface> methods, Map<String, TypeSurface> types, boolean pathArgsByName) {

    /** The format's version. */
    public static final int VERSION = 1;

    public Surface {
        errors = List.copyOf(errors);
        methods = Collections.unmodifiableSortedMap(new TreeMap<>(methods));
        types = Collections.unmodifiableSortedMap(new TreeMap<>(types));
    }

    /**
     * The client class and its options.
     *
     * @param name      the client class
     * @param baseUrl   the default base URL, or null when the user must give one
     * @param apiKeyEnv the environment variable the client reads its key from
     * @param retries   whether the client retries without being told to (sdkgen.yaml has {@code retries})
     * @param options   the options' names in snake case, sorted ({@code api_key}, {@code base_url}, credentials, path
     *                  options)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ClientSurface(String name, String baseUrl, String apiKeyEnv, boolean retries, List<String> options) {
        public ClientSurface {
            options = options.stream().sorted().toList();
        }
    }

    /**
     * A method.
     *
     * @param call         the call without arguments ({@code client.Accounts.Cards.Freeze})
     * @param http         {@code POST /accounts/{account_id}/cards/{card_id}/freeze}
     * @param arguments    the arguments as the language lists them ({@code ctx, accountID, cardID, opts...})
     * @param returns      the result type as the language spells it
     * @param parameters   path parameters by position ({@code path:1}: calls pass them in order), query, header and
     *                     cookie parameters by wire name ({@code query:limit})
     * @param body         the body's type in the language, or null without one
     * @param bodyRequired whether the body must be passed
     * @param streaming    whether it returns a stream of events
     * @param streamOverload whether it also streams when asked ({@code stream: true}: an overload in TypeScript and
     *                     Python; Go and Java have a {@code …_streaming} method of its own instead)
     * @param docs         a digest of the method's docs (a change is a documentation change), or null without docs
     * @param pointer      the operation in the spec ({@code #/paths/~1accounts/post})
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record MethodSurface(String call, String http, List<String> arguments, String returns,
            Map<String, ParamSurface> parameters, String body, boolean bodyRequired, boolean paginated, boolean streaming,
            boolean streamOverload, boolean deprecated, String docs, String pointer) {
        public MethodSurface {
            arguments = List.copyOf(arguments);
            parameters = Collections.unmodifiableSortedMap(new TreeMap<>(parameters));
        }
    }

    /**
     * A parameter: its type in the language (without null), whether it may be null, whether it is required.
     *
     * @param name     the name on the wire
     * @param argument a path parameter's argument name in the language ({@code accountId}), else null
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ParamSurface(String name, String argument, String type, boolean nullable, boolean required, String docs) {
    }

    /**
     * A named type.
     *
     * @param name     the language's name of it
     * @param kind     {@code object}, {@code enum}, {@code union} or {@code alias}
     * @param fields   an object's properties by wire name
     * @param values   an enum's values (JSON text), in spec order
     * @param variants a union's variant types in the language
     * @param target   an alias's type in the language
     * @param request  whether some request carries it
     * @param response whether some response carries it
     * @param pointer  its schema in the spec ({@code #/components/schemas/Account}), null for a hoisted inline type
     */
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    public record TypeSurface(String name, String kind, Map<String, FieldSurface> fields, List<String> values,
            List<String> variants, String target, boolean request, boolean response, boolean deprecated, String docs,
            String pointer) {
        public TypeSurface {
            fields = fields == null ? Map.of() : Collections.unmodifiableSortedMap(new TreeMap<>(fields));
            values = values == null ? List.of() : List.copyOf(values);
            variants = variants == null ? List.of() : List.copyOf(variants);
        }

        /**
         * Whether only requests carry it (so a wider type or an optional field breaks nobody). A type no method carries
         * (a model sdkgen.yaml lists) counts as read.
         */
        public boolean requestOnly() {
            return request && !response;
        }

    }

    /** An object's property: its type in the language (without null). */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record FieldSurface(String type, boolean nullable, boolean required, boolean readOnly, boolean deprecated,
            String docs) {
    }
}
