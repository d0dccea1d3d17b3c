template <bool wp_linear_contiguous>
static void multi_conditional_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_multi_conditional_s000000 *_wp_args,
    wp_args_multi_conditional_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    const wp::float32 var_3 = 0.0;
    bool var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 0.0;
    bool var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    const wp::float32 var_10 = -0.5;
    bool var_11;
    wp::float32 var_12;
    wp::float32* var_13;
    const wp::float32 var_14 = 0.25;
    bool var_15;
    wp::float32 var_16;
    wp::float32* var_17;
    const wp::float32 var_18 = 3.0;
    wp::float32 var_19;
    wp::float32 var_20;
    bool var_21;
    wp::float32* var_22;
    const wp::float32 var_23 = 0.5;
    bool var_24;
    wp::float32 var_25;
    wp::float32* var_26;
    const wp::float32 var_27 = -0.25;
    bool var_28;
    wp::float32 var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = 3.0;
    wp::float32 var_32;
    wp::float32 var_33;
    bool var_34;
    const wp::float32 var_35 = 0.5;
    wp::float32* var_36;
    const wp::float32 var_37 = 0.0;
    bool var_38;
    wp::float32 var_39;
    wp::float32* var_40;
    const wp::float32 var_41 = 0.5;
    bool var_42;
    wp::float32 var_43;
    bool var_44;
    wp::float32* var_45;
    const wp::float32 var_46 = 3.0;
    wp::float32 var_47;
    wp::float32 var_48;
    wp::float32* var_49;
    const wp::float32 var_50 = 1.5;
    wp::float32 var_51;
    wp::float32 var_52;
    wp::float32 var_53;
    wp::float32 var_54;
    wp::float32 var_55;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    bool adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    bool adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    bool adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    bool adj_15 = {};
    wp::float32 adj_16 = {};
    wp::float32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    bool adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    bool adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    bool adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    bool adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    bool adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    bool adj_42 = {};
    wp::float32 adj_43 = {};
    bool adj_44 = {};
    wp::float32 adj_45 = {};
    wp::float32 adj_46 = {};
    wp::float32 adj_47 = {};
    wp::float32 adj_48 = {};
    wp::float32 adj_49 = {};
    wp::float32 adj_50 = {};
    wp::float32 adj_51 = {};
    wp::float32 adj_52 = {};
    wp::float32 adj_53 = {};
    wp::float32 adj_54 = {};
    wp::float32 adj_55 = {};
    //---------
    // forward
    // def multi_conditional_s000000(                                                         <L 7>
    // i, j, k = wp.tid()                                                                     <L 12>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = 0.0                                                                               <L 13>
    // if b[i, j, k] > 0.0 and a[i, j, k] < -0.5 and a[i, j, k] < 0.25:                       <L 14>
    var_5 = wp::address(var_b, var_0, var_1, var_2);
    var_8 = wp::load(var_5);
    var_7 = (var_8 > var_6);
    var_4 = var_7;
    if (var_4) {
        var_9 = wp::address(var_a, var_0, var_1, var_2);
        var_12 = wp::load(var_9);
        var_11 = (var_12 < var_10);
        var_4 = var_4 && var_11;
    }
    if (var_4) {
        var_13 = wp::address(var_a, var_0, var_1, var_2);
        var_16 = wp::load(var_13);
        var_15 = (var_16 < var_14);
        var_4 = var_4 && var_15;
    }
    if (var_4) {
        // x0 = b[i, j, k] / 3.0                                                              <L 15>
        var_17 = wp::address(var_b, var_0, var_1, var_2);
        var_20 = wp::load(var_17);
        var_19 = wp::div(var_20, var_18);
    }
    if (!var_4) {
        // elif a[i, j, k] > 0.5 and b[i, j, k] < -0.25:                                      <L 16>
        var_22 = wp::address(var_a, var_0, var_1, var_2);
        var_25 = wp::load(var_22);
        var_24 = (var_25 > var_23);
        var_21 = var_24;
        if (var_21) {
            var_26 = wp::address(var_b, var_0, var_1, var_2);
            var_29 = wp::load(var_26);
            var_28 = (var_29 < var_27);
            var_21 = var_21 && var_28;
        }
        if (var_21) {
            // x0 = a[i, j, k] + 3.0                                                          <L 17>
            var_30 = wp::address(var_a, var_0, var_1, var_2);
            var_33 = wp::load(var_30);
            var_32 = wp::add(var_33, var_31);
        }
        if (!var_21) {
            // elif 0.5 > a[i, j, k] > 0.0 or not b[i, j, k] > 0.5:                           <L 18>
            var_36 = wp::address(var_a, var_0, var_1, var_2);
            var_39 = wp::load(var_36);
            var_38 = ((var_35 > var_39) && (var_39 > var_37));
            var_34 = var_38;
            if (!var_34) {
                var_40 = wp::address(var_b, var_0, var_1, var_2);
                var_43 = wp::load(var_40);
                var_42 = (var_43 > var_41);
                var_44 = wp::unot(var_42);
                var_34 = var_34 || var_44;
            }
            if (var_34) {
                // x0 = b[i, j, k] - 3.0                                                      <L 19>
                var_45 = wp::address(var_b, var_0, var_1, var_2);
                var_48 = wp::load(var_45);
                var_47 = wp::sub(var_48, var_46);
            }
            if (!var_34) {
                // x0 = a[i, j, k] * 1.5                                                      <L 21>
                var_49 = wp::address(var_a, var_0, var_1, var_2);
                var_52 = wp::load(var_49);
                var_51 = wp::mul(var_52, var_50);
            }
            var_53 = wp::where(var_34, var_47, var_51);
        }
        var_54 = wp::where(var_21, var_32, var_53);
    }
    var_55 = wp::where(var_4, var_19, var_54);
    // out[i, j, k] = x0                                                                      <L 22>
    // wp::array_store(var_out, var_0, var_1, var_2, var_55);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_55, adj_out, adj_0, adj_1, adj_2, adj_55);
    // adj: out[i, j, k] = x0                                                                 <L 22>
    wp::adj_where(var_4, var_19, var_54, adj_4, adj_19, adj_54, adj_55);
    if (!var_4) {
        wp::adj_where(var_21, var_32, var_53, adj_21, adj_32, adj_53, adj_54);
        if (!var_21) {
            wp::adj_where(var_34, var_47, var_51, adj_34, adj_47, adj_51, adj_53);
            if (!var_34) {
                wp::adj_mul(var_52, var_50, adj_49, adj_50, adj_51);
                wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_49);
                // adj: x0 = a[i, j, k] * 1.5                                                 <L 21>
            }
            if (var_34) {
                wp::adj_sub(var_48, var_46, adj_45, adj_46, adj_47);
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_45);
                // adj: x0 = b[i, j, k] - 3.0                                                 <L 19>
            }
            if (!var_34) {
                wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_40);
            }
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_36);
            // adj: elif 0.5 > a[i, j, k] > 0.0 or not b[i, j, k] > 0.5:                      <L 18>
        }
        if (var_21) {
            wp::adj_add(var_33, var_31, adj_30, adj_31, adj_32);
            wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_30);
            // adj: x0 = a[i, j, k] + 3.0                                                     <L 17>
        }
        if (var_21) {
            wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_26);
        }
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_22);
        // adj: elif a[i, j, k] > 0.5 and b[i, j, k] < -0.25:                                 <L 16>
    }
    if (var_4) {
        wp::adj_div(var_20, var_18, var_19, adj_17, adj_18, adj_19);
        wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_17);
        // adj: x0 = b[i, j, k] / 3.0                                                         <L 15>
    }
    if (var_4) {
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_13);
    }
    if (var_4) {
        wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_9);
    }
    wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_5);
    // adj: if b[i, j, k] > 0.0 and a[i, j, k] < -0.5 and a[i, j, k] < 0.25:                  <L 14>
    // adj: x0 = 0.0                                                                          <L 13>
    // adj: i, j, k = wp.tid()                                                                <L 12>
    // adj: def multi_conditional_s000000(                                                    <L 7>
    return;
}