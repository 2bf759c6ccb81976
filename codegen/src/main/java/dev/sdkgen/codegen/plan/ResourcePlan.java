package dev.sdkgen.codegen.plan;

import java.util.List;

/**
 * A resource: a namespace of methods and subresources ({@code client.accounts.cards}).
 *
 * @param name   the config name ({@code billing_accounts}); empty for the client root
 * @param path   dotted path from the root ({@code accounts.cards}); empty for the root
 * @param models type names the config lists under this resource, in config order
 */
public record ResourcePlan(String name, String path, List<MethodPlan> methods, List<ResourcePlan> subresources,
        List<String> models) {

    public ResourcePlan {
        methods = List.copyOf(methods);
        subresources = List.copyOf(subresources);
        models = List.copyOf(models);
    }

    public boolean isRoot() {
        return path.isEmpty();
    }

    /** The config names from the root to this resource ({@code [accounts, cards]}); empty for the root. */
    public List<String> segments() {
        return path.isEmpty() ? List.of() : List.of(path.split("\\."));
    }
}
