extern "C" __global__ void shading_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::float32> var_d,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b,
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c,
    wp::array_t<wp::float32> adj_d,
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
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::float32 var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 0.0;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        const wp::float32 var_15 = 16.0;
        wp::float32 var_16;
        wp::float32* var_17;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        const wp::float32 var_21 = 0.0;
        const wp::float32 var_22 = 1.0;
        wp::float32 var_23;
        const wp::float32 var_24 = 2.0;
        wp::float32 var_25;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::vec_t<3, wp::float32> adj_1 = {};
        wp::vec_t<3, wp::float32> adj_2 = {};
        wp::vec_t<3, wp::float32> adj_3 = {};
        wp::vec_t<3, wp::float32> adj_4 = {};
        wp::vec_t<3, wp::float32> adj_5 = {};
        wp::vec_t<3, wp::float32> adj_6 = {};
        wp::vec_t<3, wp::float32> adj_7 = {};
        wp::vec_t<3, wp::float32> adj_8 = {};
        wp::float32 adj_9 = {};
        wp::vec_t<3, wp::float32> adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        wp::float32 adj_24 = {};
        wp::float32 adj_25 = {};
        //---------
        // forward
        // def shading_s000000(                                                                   <L 12>
        // i = wp.tid()                                                                           <L 19>
        var_0 = builtin_tid1d();
        // x0 = wp.normalize(a[i])                                                                <L 20>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::normalize(var_3);
        // x1 = wp.normalize(b[i])                                                                <L 21>
        var_4 = wp::address(var_b, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::normalize(var_6);
        // x2, x3 = shading_s000000_pair(x1, c[i], x0)                                            <L 22>
        var_7 = wp::address(var_c, var_0);
        var_10 = wp::load(var_7);
        shading_s000000_pair_0(var_5, var_10, var_2, var_8, var_9);
        // x4 = wp.clamp(wp.dot(x0, x2), 0.0, 1.0) ** 16.0                                        <L 23>
        var_11 = wp::dot(var_2, var_8);
        var_14 = wp::clamp(var_11, var_12, var_13);
        var_16 = wp::pow(var_14, var_15);
        // x5 = d[i] * x3 + x4                                                                    <L 24>
        var_17 = wp::address(var_d, var_0);
        var_19 = wp::load(var_17);
        var_18 = wp::mul(var_19, var_9);
        var_20 = wp::add(var_18, var_16);
        // out[i] = wp.clamp(x5, 0.0, 1.0) ** 2.0                                                 <L 25>
        var_23 = wp::clamp(var_20, var_21, var_22);
        var_25 = wp::pow(var_23, var_24);
        // wp::array_store(var_out, var_0, var_25);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_25, adj_out, adj_0, adj_25);
        wp::adj_pow(var_23, var_24, var_25, adj_23, adj_24, adj_25);
        wp::adj_clamp(var_20, var_21, var_22, adj_20, adj_21, adj_22, adj_23);
        // adj: out[i] = wp.clamp(x5, 0.0, 1.0) ** 2.0                                            <L 25>
        wp::adj_add(var_18, var_16, adj_18, adj_16, adj_20);
        wp::adj_mul(var_19, var_9, adj_17, adj_9, adj_18);
        wp::adj_address(var_d, var_0, adj_d, adj_0, adj_17);
        // adj: x5 = d[i] * x3 + x4                                                               <L 24>
        wp::adj_pow(var_14, var_15, var_16, adj_14, adj_15, adj_16);
        wp::adj_clamp(var_11, var_12, var_13, adj_11, adj_12, adj_13, adj_14);
        wp::adj_dot(var_2, var_8, adj_2, adj_8, adj_11);
        // adj: x4 = wp.clamp(wp.dot(x0, x2), 0.0, 1.0) ** 16.0                                   <L 23>
        adj_shading_s000000_pair_0(var_5, var_10, var_2, var_8, var_9, adj_5, adj_7, adj_2, adj_8, adj_9);
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_7);
        // adj: x2, x3 = shading_s000000_pair(x1, c[i], x0)                                       <L 22>
        wp::adj_normalize(var_6, var_5, adj_4, adj_5);
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_4);
        // adj: x1 = wp.normalize(b[i])                                                           <L 21>
        wp::adj_normalize(var_3, var_2, adj_1, adj_2);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: x0 = wp.normalize(a[i])                                                           <L 20>
        // adj: i = wp.tid()                                                                      <L 19>
        // adj: def shading_s000000(                                                              <L 12>
        continue;
    }
}