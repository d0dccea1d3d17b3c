template <bool wp_linear_contiguous>
static void arithmetic_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_arithmetic_s000000 *_wp_args,
    wp_args_arithmetic_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_arithmetic_s000000 wp_contiguous_args;
    wp_args_arithmetic_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
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
    wp::float32* var_1;
    const wp::float32 var_2 = 0.5;
    bool var_3;
    wp::float32 var_4;
    wp::float32* var_5;
    const wp::float32 var_6 = 3.0;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32* var_9;
    wp::float32* var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32* var_14;
    wp::float32 var_15;
    wp::float32 var_16;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::float32 adj_2 = {};
    bool adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::float32 adj_16 = {};
    //---------
    // forward
    // def arithmetic_s000000(                                                                <L 12>
    // i = wp.tid()                                                                           <L 17>
    var_0 = builtin_tid1d();
    // if a[i] < 0.5:                                                                         <L 18>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = (var_4 < var_2);
    if (var_3) {
        // out[i] = a[i] * 3.0                                                                <L 19>
        var_5 = wp::address(var_a, var_0);
        var_8 = wp::load(var_5);
        var_7 = wp::mul(var_8, var_6);
        // wp::array_store(var_out, var_0, var_7);
        // return                                                                             <L 20>
        goto label0;
    }
    // x0 = b[i] * a[i]                                                                       <L 21>
    var_9 = wp::address(var_b, var_0);
    var_10 = wp::address(var_a, var_0);
    var_12 = wp::load(var_9);
    var_13 = wp::load(var_10);
    var_11 = wp::mul(var_12, var_13);
    // out[i] = arithmetic_s000000_combine(x0, a[i])                                          <L 22>
    var_14 = wp::address(var_a, var_0);
    var_16 = wp::load(var_14);
    var_15 = arithmetic_s000000_combine_0(var_11, var_16);
    // wp::array_store(var_out, var_0, var_15);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_15, adj_out, adj_0, adj_15);
    adj_arithmetic_s000000_combine_0(var_11, var_16, adj_11, adj_14, adj_15);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_14);
    // adj: out[i] = arithmetic_s000000_combine(x0, a[i])                                     <L 22>
    wp::adj_mul(var_12, var_13, adj_9, adj_10, adj_11);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_10);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_9);
    // adj: x0 = b[i] * a[i]                                                                  <L 21>
    if (var_3) {
        label0:;
        // adj: return                                                                        <L 20>
        wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
        wp::adj_mul(var_8, var_6, adj_5, adj_6, adj_7);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
        // adj: out[i] = a[i] * 3.0                                                           <L 19>
    }
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: if a[i] < 0.5:                                                                    <L 18>
    // adj: i = wp.tid()                                                                      <L 17>
    // adj: def arithmetic_s000000(                                                           <L 12>
    return;
}