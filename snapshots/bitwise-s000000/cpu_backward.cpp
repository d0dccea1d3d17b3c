template <bool wp_linear_contiguous>
static void bitwise_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_bitwise_s000000 *_wp_args,
    wp_args_bitwise_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_bitwise_s000000 wp_contiguous_args;
    wp_args_bitwise_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::uint32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::uint32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::uint32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::uint32);
        wp_contiguous_args.out1.strides[0] = sizeof(wp::uint32);
        wp_contiguous_adj_args.out1.strides[0] = sizeof(wp::uint32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::uint32> var_a = _wp_args->a;
    wp::uint32 var_key = _wp_args->key;
    wp::array_t<wp::uint32> var_out = _wp_args->out;
    wp::array_t<wp::uint32> var_out1 = _wp_args->out1;
    wp::array_t<wp::uint32> adj_a = _wp_adj_args->a;
    wp::uint32 adj_key = _wp_adj_args->key;
    wp::array_t<wp::uint32> adj_out = _wp_adj_args->out;
    wp::array_t<wp::uint32> adj_out1 = _wp_adj_args->out1;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    const wp::int32 var_2 = 625341585;
    wp::uint32 var_3;
    wp::uint32 var_4;
    const wp::int32 var_5 = 31;
    wp::uint32 var_6;
    wp::uint32 var_7;
    wp::uint32 var_8;
    wp::uint32 var_9;
    wp::uint32* var_10;
    wp::uint32 var_11;
    wp::uint32 var_12;
    wp::uint32 var_13;
    const wp::int32 var_14 = 3266489909;
    wp::uint32 var_15;
    wp::uint32 var_16;
    wp::uint32 var_17;
    const wp::int32 var_18 = 256;
    wp::uint32 var_19;
    wp::uint32 var_20;
    const wp::int32 var_21 = 0;
    wp::uint32 var_22;
    bool var_23;
    const wp::int32 var_24 = 17;
    wp::uint32 var_25;
    wp::uint32 var_26;
    wp::uint32 var_27;
    wp::uint32 var_28;
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
    wp::uint32 adj_12 = {};
    wp::uint32 adj_13 = {};
    wp::int32 adj_14 = {};
    wp::uint32 adj_15 = {};
    wp::uint32 adj_16 = {};
    wp::uint32 adj_17 = {};
    wp::int32 adj_18 = {};
    wp::uint32 adj_19 = {};
    wp::uint32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::uint32 adj_22 = {};
    bool adj_23 = {};
    wp::int32 adj_24 = {};
    wp::uint32 adj_25 = {};
    wp::uint32 adj_26 = {};
    wp::uint32 adj_27 = {};
    wp::uint32 adj_28 = {};
    //---------
    // forward
    // def bitwise_s000000(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 13>
    var_0 = builtin_tid1d();
    // x0 = wp.uint32(i)                                                                      <L 14>
    var_1 = wp::uint32(var_0);
    // x1 = x0 ^ (x0 >> ((x0 * wp.uint32(0x2545F491)) & wp.uint32(31)))                       <L 15>
    var_3 = wp::uint32(var_2);
    var_4 = wp::mul(var_1, var_3);
    var_6 = wp::uint32(var_5);
    var_7 = wp::bit_and(var_4, var_6);
    var_8 = wp::rshift(var_1, var_7);
    var_9 = wp::bit_xor(var_1, var_8);
    // x2 = x1 ^ a[i]                                                                         <L 16>
    var_10 = wp::address(var_a, var_0);
    var_12 = wp::load(var_10);
    var_11 = wp::bit_xor(var_9, var_12);
    // x3 = ~x2 + wp.uint32(0xC2B2AE35)                                                       <L 17>
    var_13 = wp::invert(var_11);
    var_15 = wp::uint32(var_14);
    var_16 = wp::add(var_13, var_15);
    // x4 = x3 + key                                                                          <L 18>
    var_17 = wp::add(var_16, var_key);
    // out[i] = x4                                                                            <L 19>
    // wp::array_store(var_out, var_0, var_17);
    // out1[i] = x4 >> wp.uint32(17) if (x4 & wp.uint32(0x100)) == wp.uint32(0) else ~x4       <L 20>
    var_19 = wp::uint32(var_18);
    var_20 = wp::bit_and(var_17, var_19);
    var_22 = wp::uint32(var_21);
    var_23 = (var_20 == var_22);
    if (var_23) {
        var_25 = wp::uint32(var_24);
        var_26 = wp::rshift(var_17, var_25);
    }
    if (!var_23) {
        var_27 = wp::invert(var_17);
    }
    var_28 = wp::where(var_23, var_26, var_27);
    // wp::array_store(var_out1, var_0, var_28);
    //---------
    // reverse
    wp::adj_array_store(var_out1, var_0, var_28, adj_out1, adj_0, adj_28);
    wp::adj_where(var_23, var_26, var_27, adj_23, adj_26, adj_27, adj_28);
    if (!var_23) {
    }
    if (var_23) {
    }
    // adj: out1[i] = x4 >> wp.uint32(17) if (x4 & wp.uint32(0x100)) == wp.uint32(0) else ~x4  <L 20>
    wp::adj_array_store(var_out, var_0, var_17, adj_out, adj_0, adj_17);
    // adj: out[i] = x4                                                                       <L 19>
    wp::adj_add(var_16, var_key, adj_16, adj_key, adj_17);
    // adj: x4 = x3 + key                                                                     <L 18>
    wp::adj_add(var_13, var_15, adj_13, adj_15, adj_16);
    // adj: x3 = ~x2 + wp.uint32(0xC2B2AE35)                                                  <L 17>
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_10);
    // adj: x2 = x1 ^ a[i]                                                                    <L 16>
    wp::adj_mul(var_1, var_3, adj_1, adj_3, adj_4);
    // adj: x1 = x0 ^ (x0 >> ((x0 * wp.uint32(0x2545F491)) & wp.uint32(31)))                  <L 15>
    // adj: x0 = wp.uint32(i)                                                                 <L 14>
    // adj: i = wp.tid()                                                                      <L 13>
    // adj: def bitwise_s000000(                                                              <L 7>
    return;
}