extern "C" __global__ void arithmetic_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::float32* var_1;
        const wp::float32 var_2 = 3.0;
        wp::float32 var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32* var_8;
        const wp::int32 var_9 = 1;
        wp::int32 var_10;
        wp::shape_t* var_11;
        const wp::int32 var_12 = 0;
        wp::int32 var_13;
        wp::shape_t var_14;
        wp::int32 var_15;
        wp::float32* var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::int32 adj_9 = {};
        wp::int32 adj_10 = {};
        wp::shape_t adj_11 = {};
        wp::int32 adj_12 = {};
        wp::int32 adj_13 = {};
        wp::shape_t adj_14 = {};
        wp::int32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        //---------
        // forward
        // def arithmetic_s000002(                                                                <L 19>
        // i = wp.tid()                                                                           <L 24>
        var_0 = builtin_tid1d();
        // x0 = b[i] - 3.0                                                                        <L 25>
        var_1 = wp::address(var_b, var_0);
        var_4 = wp::load(var_1);
        var_3 = wp::sub(var_4, var_2);
        // x2 = x0 * a[i]                                                                         <L 26>
        var_5 = wp::address(var_a, var_0);
        var_7 = wp::load(var_5);
        var_6 = wp::mul(var_3, var_7);
        // out[i] = arithmetic_s000002_combine(x2, b[i], a[(i + 1) % a.shape[0]])                 <L 27>
        var_8 = wp::address(var_b, var_0);
        var_10 = wp::add(var_0, var_9);
        var_11 = &(var_a.shape);
        var_14 = wp::load(var_11);
        var_13 = wp::extract(var_14, var_12);
        var_15 = wp::mod(var_10, var_13);
        var_16 = wp::address(var_a, var_15);
        var_18 = wp::load(var_8);
        var_19 = wp::load(var_16);
        var_17 = arithmetic_s000002_combine_0(var_6, var_18, var_19);
        // wp::array_store(var_out, var_0, var_17);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_17, adj_out, adj_0, adj_17);
        adj_arithmetic_s000002_combine_0(var_6, var_18, var_19, adj_6, adj_8, adj_16, adj_17);
        wp::adj_address(var_a, var_15, adj_a, adj_15, adj_16);
        wp::adj_mod(var_10, var_13, adj_10, adj_13, adj_15);
        adj_a.shape = adj_11;
        wp::adj_add(var_0, var_9, adj_0, adj_9, adj_10);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
        // adj: out[i] = arithmetic_s000002_combine(x2, b[i], a[(i + 1) % a.shape[0]])            <L 27>
        wp::adj_mul(var_3, var_7, adj_3, adj_5, adj_6);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
        // adj: x2 = x0 * a[i]                                                                    <L 26>
        wp::adj_sub(var_4, var_2, adj_1, adj_2, adj_3);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_1);
        // adj: x0 = b[i] - 3.0                                                                   <L 25>
        // adj: i = wp.tid()                                                                      <L 24>
        // adj: def arithmetic_s000002(                                                           <L 19>
        continue;
    }
}