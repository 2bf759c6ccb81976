package dev.sdkgen.codegen.plan;

import java.util.ArrayList;
import java.util.List;

/** Chooses the calls README.md shows ({@link ReadmePlan}); the same in every language. */
final class ReadmeChooser {
    private ReadmeChooser() {
    }

    static ReadmePlan choose(List<ResourcePlan> resources, Examples examples) {
        List<ExampleCall> perResource = new ArrayList<>();
        for (ResourcePlan r : resources) {
            MethodPlan m = pick(r);
            if (m != null) {
                perResource.add(examples.call(r, m));
            }
        }
        ExampleCall usage = usage(resources, examples);
        ExampleCall lookup = lookup(resources, examples);
        ExampleCall pagination = null;
        for (ResourcePlan r : resources) {
            for (MethodPlan m : r.methods()) {
                if (pagination == null && m.pagination() != null) {
                    pagination = examples.call(r, m);
                }
            }
        }
        ExampleCall shown = lookup == null ? usage : lookup;
        return new ReadmePlan(usage, perResource, shown, pagination, shown != null && jsonCall(shown.method()) ? shown
                : raw(resources, examples));
    }

    /** Whether a call returns one parsed JSON body (what the raw-response example shows beside the response). */
    private static boolean jsonCall(MethodPlan m) {
        return m.pagination() == null && m.streaming() == null && !m.deprecated() && m.response().kind() == ResponsePlan.Kind.JSON;
    }

    /** The first method returning one JSON body, or null. */
    private static ExampleCall raw(List<ResourcePlan> resources, Examples examples) {
        for (ResourcePlan r : resources) {
            for (MethodPlan m : r.methods()) {
                if (jsonCall(m)) {
                    return examples.call(r, m);
                }
            }
        }
        return null;
    }

    /** The method a resource's example shows: the first one that is not deprecated, else the first. */
    private static MethodPlan pick(ResourcePlan r) {
        for (MethodPlan m : r.methods()) {
            if (!m.deprecated()) {
                return m;
            }
        }
        return r.methods().isEmpty() ? null : r.methods().get(0);
    }

    /**
     * The opening example: the first method with a request body in a resource (what a reader most wants
     * to see), else the first method of a resource, else a root method; null without methods.
     */
    private static ExampleCall usage(List<ResourcePlan> resources, Examples examples) {
        ResourcePlan plainOwner = null;
        MethodPlan plain = null;
        for (ResourcePlan r : resources) {
            for (MethodPlan m : r.methods()) {
                if (m.deprecated()) {
                    continue;
                }
                if (!r.isRoot() && m.body() != null) {
                    return examples.call(r, m);
                }
                if (plain == null || plainOwner.isRoot() && !r.isRoot()) {
                    plainOwner = r;
                    plain = m;
                }
            }
        }
        if (plain != null) {
            return examples.call(plainOwner, plain);
        }
        for (ResourcePlan r : resources) {
            MethodPlan m = pick(r);
            if (m != null) {
                return examples.call(r, m);
            }
        }
        return null;
    }

    /** The first GET with path parameters that does not paginate (a natural 404), or null. */
    private static ExampleCall lookup(List<ResourcePlan> resources, Examples examples) {
        for (ResourcePlan r : resources) {
            for (MethodPlan m : r.methods()) {
                if (!m.deprecated() && m.httpMethod().equals("get") && !m.pathArgs().isEmpty() && m.pagination() == null) {
                    return examples.call(r, m);
                }
            }
        }
        return null;
    }
}
