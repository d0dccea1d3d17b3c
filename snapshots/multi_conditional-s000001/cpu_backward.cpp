template <bool wp_linear_contiguous>
static void multi_conditional_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_multi_conditional_s000001 *_wp_args,
    wp_args_multi_conditional_s000001 *_wp_adj_args)
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
    const wp::float32 var_1 = 0.0;
    bool var_2;
    bool var_3;
    wp::float32* var_4;
    const wp::float32 var_5 = 0.25;
    bool var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    const wp::float32 var_9 = 0.5;
    bool var_10;
    wp::float32 var_11;
    wp::float32* var_12;
    const wp::float32 var_13 = 0.25;
    bool var_14;
    wp::float32 var_15;
    bool var_16;
    wp::float32* var_17;
    const wp::float32 var_18 = 1.5;
    wp::float32 var_19;
    wp::float32 var_20;
    bool var_21;
    wp::float32* var_22;
    const wp::float32 var_23 = -0.5;
    bool var_24;
    wp::float32 var_25;
    wp::float32* var_26;
    const wp::float32 var_27 = 0.25;
    bool var_28;
    wp::float32 var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = 0.5;
    bool var_32;
    wp::float32 var_33;
    wp::float32* var_34;
    const wp::float32 var_35 = 2.0;
    wp::float32 var_36;
    wp::float32 var_37;
    wp::float32* var_38;
    const wp::float32 var_39 = 0.75;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32 var_43;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    bool adj_2 = {};
    bool adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    bool adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    bool adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    bool adj_14 = {};
    wp::float32 adj_15 = {};
    bool adj_16 = {};
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
    bool adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    wp::float32 adj_38 = {};
    wp::float32 adj_39 = {};
    wp::float32 adj_40 = {};
    wp::float32 adj_41 = {};
    wp::float32 adj_42 = {};
    wp::float32 adj_43 = {};
    //---------
    // forward
    // def multi_conditional_s000001(                                                         <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = 0.0                                                                               <L 13>
    // if (a[i] > 0.25 or b[i] > 0.5) and not a[i] < 0.25:                                    <L 14>
    var_4 = wp::address(var_a, var_0);
    var_7 = wp::load(var_4);
    var_6 = (var_7 > var_5);
    var_3 = var_6;
    if (!var_3) {
        var_8 = wp::address(var_b, var_0);
        var_11 = wp::load(var_8);
        var_10 = (var_11 > var_9);
        var_3 = var_3 || var_10;
    }
    var_2 = var_3;
    if (var_2) {
        var_12 = wp::address(var_a, var_0);
        var_15 = wp::load(var_12);
        var_14 = (var_15 < var_13);
        var_16 = wp::unot(var_14);
        var_2 = var_2 && var_16;
    }
    if (var_2) {
        // x0 = b[i] * 1.5                                                                    <L 15>
        var_17 = wp::address(var_b, var_0);
        var_20 = wp::load(var_17);
        var_19 = wp::mul(var_20, var_18);
    }
    if (!var_2) {
        // elif b[i] < -0.5 or b[i] < 0.25 or b[i] > 0.5:                                     <L 16>
        var_22 = wp::address(var_b, var_0);
        var_25 = wp::load(var_22);
        var_24 = (var_25 < var_23);
        var_21 = var_24;
        if (!var_21) {
            var_26 = wp::address(var_b, var_0);
            var_29 = wp::load(var_26);
            var_28 = (var_29 < var_27);
            var_21 = var_21 || var_28;
        }
        if (!var_21) {
            var_30 = wp::address(var_b, var_0);
            var_33 = wp::load(var_30);
            var_32 = (var_33 > var_31);
            var_21 = var_21 || var_32;
        }
        if (var_21) {
            // x0 = b[i] / 2.0                                                                <L 17>
            var_34 = wp::address(var_b, var_0);
            var_37 = wp::load(var_34);
            var_36 = wp::div(var_37, var_35);
        }
        if (!var_21) {
            // x0 = a[i] - 0.75                                                               <L 19>
            var_38 = wp::address(var_a, var_0);
            var_41 = wp::load(var_38);
            var_40 = wp::sub(var_41, var_39);
        }
        var_42 = wp::where(var_21, var_36, var_40);
    }
    var_43 = wp::where(var_2, var_19, var_42);
    // out[i] = x0                                                                            <L 20>
    // wp::array_store(var_out, var_0, var_43);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_43, adj_out, adj_0, adj_43);
    // adj: out[i] = x0                                                                       <L 20>
    wp::adj_where(var_2, var_19, var_42, adj_2, adj_19, adj_42, adj_43);
    if (!var_2) {
        wp::adj_where(var_21, var_36, var_40, adj_21, adj_36, adj_40, adj_42);
        if (!var_21) {
            wp::adj_sub(var_41, var_39, adj_38, adj_39, adj_40);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_38);
            // adj: x0 = a[i] - 0.75                                                          <L 19>
        }
        if (var_21) {
            wp::adj_div(var_37, var_35, var_36, adj_34, adj_35, adj_36);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_34);
            // adj: x0 = b[i] / 2.0                                                           <L 17>
        }
        if (!var_21) {
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_30);
        }
        if (!var_21) {
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_26);
        }
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_22);
        // adj: elif b[i] < -0.5 or b[i] < 0.25 or b[i] > 0.5:                                <L 16>
    }
    if (var_2) {
        wp::adj_mul(var_20, var_18, adj_17, adj_18, adj_19);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_17);
        // adj: x0 = b[i] * 1.5                                                               <L 15>
    }
    if (var_2) {
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_12);
    }
    if (!var_3) {
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_4);
    // adj: if (a[i] > 0.25 or b[i] > 0.5) and not a[i] < 0.25:                               <L 14>
    // adj: x0 = 0.0                                                                          <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def multi_conditional_s000001(                                                    <L 7>
    return;
}