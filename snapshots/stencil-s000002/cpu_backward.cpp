template <bool wp_linear_contiguous>
static void stencil_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stencil_s000002 *_wp_args,
    wp_args_stencil_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_stencil_s000002 wp_contiguous_args;
    wp_args_stencil_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::float32* var_1;
    const wp::int32 var_2 = 2;
    wp::int32 var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 1;
    wp::int32 var_9;
    wp::float32* var_10;
    const wp::float32 var_11 = 2.0;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    wp::float32 var_15;
    const wp::int32 var_16 = 1;
    wp::int32 var_17;
    wp::float32* var_18;
    wp::float32 var_19;
    wp::float32 var_20;
    const wp::int32 var_21 = 1;
    wp::int32 var_22;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::float32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::float32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::int32 adj_22 = {};
    //---------
    // forward
    // def stencil_s000002(                                                                   <L 15>
    // i = wp.tid()                                                                           <L 19>
    var_0 = builtin_tid1d();
    // x0 = (a[i] + a[i + 2] - a[i + 1] * OFFSET) * OFFSET                                    <L 20>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::add(var_0, var_2);
    var_4 = wp::address(var_a, var_3);
    var_6 = wp::load(var_1);
    var_7 = wp::load(var_4);
    var_5 = wp::add(var_6, var_7);
    var_9 = wp::add(var_0, var_8);
    var_10 = wp::address(var_a, var_9);
    var_13 = wp::load(var_10);
    var_12 = wp::mul(var_13, var_11);
    var_14 = wp::sub(var_5, var_12);
    var_15 = wp::mul(var_14, var_11);
    // out[i + 1] = stencil_s000002_combine(a[i + 1], x0)                                     <L 21>
    var_17 = wp::add(var_0, var_16);
    var_18 = wp::address(var_a, var_17);
    var_20 = wp::load(var_18);
    var_19 = stencil_s000002_combine_0(var_20, var_15);
    var_22 = wp::add(var_0, var_21);
    // wp::array_store(var_out, var_22, var_19);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_22, var_19, adj_out, adj_22, adj_19);
    wp::adj_add(var_0, var_21, adj_0, adj_21, adj_22);
    adj_stencil_s000002_combine_0(var_20, var_15, adj_18, adj_15, adj_19);
    wp::adj_address(var_a, var_17, adj_a, adj_17, adj_18);
    wp::adj_add(var_0, var_16, adj_0, adj_16, adj_17);
    // adj: out[i + 1] = stencil_s000002_combine(a[i + 1], x0)                                <L 21>
    wp::adj_mul(var_14, var_11, adj_14, adj_11, adj_15);
    wp::adj_sub(var_5, var_12, adj_5, adj_12, adj_14);
    wp::adj_mul(var_13, var_11, adj_10, adj_11, adj_12);
    wp::adj_address(var_a, var_9, adj_a, adj_9, adj_10);
    wp::adj_add(var_0, var_8, adj_0, adj_8, adj_9);
    wp::adj_add(var_6, var_7, adj_1, adj_4, adj_5);
    wp::adj_address(var_a, var_3, adj_a, adj_3, adj_4);
    wp::adj_add(var_0, var_2, adj_0, adj_2, adj_3);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = (a[i] + a[i + 2] - a[i + 1] * OFFSET) * OFFSET                               <L 20>
    // adj: i = wp.tid()                                                                      <L 19>
    // adj: def stencil_s000002(                                                              <L 15>
    return;
}