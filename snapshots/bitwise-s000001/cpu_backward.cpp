template <bool wp_linear_contiguous>
static void bitwise_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_bitwise_s000001 *_wp_args,
    wp_args_bitwise_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_bitwise_s000001 wp_contiguous_args;
    wp_args_bitwise_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::uint32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::uint32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::uint32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::uint32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::uint32> var_a = _wp_args->a;
    wp::array_t<wp::uint32> var_out = _wp_args->out;
    wp::array_t<wp::uint32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::uint32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    const wp::int32 var_2 = 13;
    wp::uint32 var_3;
    wp::uint32 var_4;
    const wp::int32 var_5 = 19;
    wp::uint32 var_6;
    wp::uint32 var_7;
    wp::uint32 var_8;
    wp::uint32* var_9;
    wp::uint32 var_10;
    wp::uint32 var_11;
    const wp::int32 var_12 = 2;
    wp::uint32 var_13;
    wp::uint32 var_14;
    const wp::int32 var_15 = 0;
    wp::uint32 var_16;
    bool var_17;
    const wp::int32 var_18 = 15;
    wp::uint32 var_19;
    wp::uint32 var_20;
    wp::uint32 var_21;
    wp::uint32 var_22;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::uint32 adj_3 = {};
    wp::uint32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::uint32 adj_6 = {};
    wp::uint32 adj_7 = {};
    wp::uint32 adj_8 = {};
    wp::uint32 adj_9 = {};
    wp::uint32 adj_10 = {};
    wp::uint32 adj_11 = {};
    wp::int32 adj_12 = {};
    wp::uint32 adj_13 = {};
    wp::uint32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::uint32 adj_16 = {};
    bool adj_17 = {};
    wp::int32 adj_18 = {};
    wp::uint32 adj_19 = {};
    wp::uint32 adj_20 = {};
    wp::uint32 adj_21 = {};
    wp::uint32 adj_22 = {};
    //---------
    // forward
    // def bitwise_s000001(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = wp.uint32(i)                                                                      <L 12>
    var_1 = wp::uint32(var_0);
    // x1 = (x0 << wp.uint32(13)) | (x0 >> wp.uint32(19))                                     <L 13>
    var_3 = wp::uint32(var_2);
    var_4 = wp::lshift(var_1, var_3);
    var_6 = wp::uint32(var_5);
    var_7 = wp::rshift(var_1, var_6);
    var_8 = wp::bit_or(var_4, var_7);
    // x2 = x1 ^ a[i]                                                                         <L 14>
    var_9 = wp::address(var_a, var_0);
    var_11 = wp::load(var_9);
    var_10 = wp::bit_xor(var_8, var_11);
    // out[i] = x2 >> wp.uint32(15) if (x2 & wp.uint32(2)) == wp.uint32(0) else ~x2           <L 15>
    var_13 = wp::uint32(var_12);
    var_14 = wp::bit_and(var_10, var_13);
    var_16 = wp::uint32(var_15);
    var_17 = (var_14 == var_16);
    if (var_17) {
        var_19 = wp::uint32(var_18);
        var_20 = wp::rshift(var_10, var_19);
    }
    if (!var_17) {
        var_21 = wp::invert(var_10);
    }
    var_22 = wp::where(var_17, var_20, var_21);
    // wp::array_store(var_out, var_0, var_22);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_22, adj_out, adj_0, adj_22);
    wp::adj_where(var_17, var_20, var_21, adj_17, adj_20, adj_21, adj_22);
    if (!var_17) {
    }
    if (var_17) {
    }
    // adj: out[i] = x2 >> wp.uint32(15) if (x2 & wp.uint32(2)) == wp.uint32(0) else ~x2      <L 15>
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_9);
    // adj: x2 = x1 ^ a[i]                                                                    <L 14>
    // adj: x1 = (x0 << wp.uint32(13)) | (x0 >> wp.uint32(19))                                <L 13>
    // adj: x0 = wp.uint32(i)                                                                 <L 12>
    // adj: i = wp.tid()                                                                      <L 11>
    // adj: def bitwise_s000001(                                                              <L 7>
    return;
}