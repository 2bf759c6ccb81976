package dev.sdkgen.engine.ir;

import java.util.List;

/**
 * A resource: a namespace of methods and subresources ({@code client.accounts.cards}).
 *
 * @param name   the config name ({@code billing_accounts}); empty for the client root
 * @param path   dotted path from the root ({@code accounts.cards}); empty for the root
 * @param models type names the config lists under this resource, in config order
 */
public record Resource(String name, String path, List<Method> methods, List<Resource> subresources,
        List<String> models) {
    public Resource {
        methods = List.copyOf(methods);
        subresources = List.copyOf(subresources);
        models = List.copyOf(models);
    }

    @com.fasterxml.jackson.annotation.JsonIgnore
    public boolean isRoot() {
        return path.isEmpty();
    }
}
